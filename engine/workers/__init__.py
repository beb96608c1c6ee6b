"""Worker processes: one model on one device each, spoken to over a JSON-lines protocol."""
