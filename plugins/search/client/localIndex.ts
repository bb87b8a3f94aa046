/**
 * Fetches the local index on first use and builds the engine once per page
 * session. The manifest has a stable name and is revalidated; the index file is
 * content-hashed, so the browser cache keeps it until the next build changes it.
 */
import {SEARCH} from '../constants';
import type {SearchEngine} from './engine';
import {INDEX_FORMAT_VERSION, type SearchManifest, type SerializedIndex} from './schema';

let pending: Promise<SearchEngine> | null = null;

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function load(baseUrl: string): Promise<SearchEngine> {
  const manifest = await fetchJson<SearchManifest>(`${baseUrl}${SEARCH.manifestPath}`, {cache: 'no-cache'});
  if (manifest.v !== INDEX_FORMAT_VERSION)
    throw new Error(`Search index format ${manifest.v}, expected ${INDEX_FORMAT_VERSION}`);
  // MiniSearch and the engine load with the index, never with the page.
  const [data, {createEngineAsync}] = await Promise.all([
    fetchJson<SerializedIndex>(`${baseUrl}${manifest.index}`),
    import('./engine'),
  ]);
  return createEngineAsync(data);
}

/** The engine, loading it on the first call. A failed load is forgotten, so the next search retries. */
export function loadLocalEngine(baseUrl: string): Promise<SearchEngine> {
  if (!pending) {
    pending = load(baseUrl);
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
