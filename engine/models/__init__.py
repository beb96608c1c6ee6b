"""Models: what files we can run, what they are, and how we know them."""
