/**
 * Loads a module on first use and keeps it. The SDK-backed adapters load their SDK this way,
 * so starting the server (and every test that builds the app) does not pay for SDKs an
 * installation may never call: the five AWS clients alone take about a second to load.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
