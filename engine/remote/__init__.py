"""A remote inference server (llama-server, Ollama, vLLM, another Spillway) as one more tier."""
