/**
 * Fetches the local index on first use and builds the engine once per page
 * session. The manifest has a stable name and is revalidated; the index file is
 * content-hashed, so the browser cache keeps it until the next build changes it.
 */
import {SEARCH} from '../constants';
import type {SearchEngine} from './engine';
import {INDEX_FORMAT_VERSION, type SearchManifest, type SerializedIndex} from './schema';

let pending: Promise<SearchEngine> | null = null;
/** The index file the engine was built from, so the dev server's rewritten index is picked up. */
let loadedIndex: string | null = null;

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function fetchManifest(baseUrl: string): Promise<SearchManifest> {
  return fetchJson<SearchManifest>(`${baseUrl}${SEARCH.manifestPath}`, {cache: 'no-cache'});
}

async function load(baseUrl: string, known?: SearchManifest): Promise<SearchEngine> {
  const manifest = known ?? (await fetchManifest(baseUrl));
  if (manifest.v !== INDEX_FORMAT_VERSION)
    throw new Error(`Search index format ${manifest.v}, expected ${INDEX_FORMAT_VERSION}`);
  loadedIndex = manifest.index;
  // MiniSearch and the engine load with the index, never with the page.
  const [data, {createEngineAsync}] = await Promise.all([
    fetchJson<SerializedIndex>(`${baseUrl}${manifest.index}`),
    import('./engine'),
  ]);
  return createEngineAsync(data);
}

function start(baseUrl: string, known?: SearchManifest): Promise<SearchEngine> {
  const loading = load(baseUrl, known);
  pending = loading;
  loading.catch(() => {
    if (pending === loading) pending = null;
  });
  return loading;
}

/**
 * On the dev server the index is rewritten on every save: each search asks for the manifest again (a local
 * request) and rebuilds the engine when it names another index file.
 */
async function latestDevEngine(baseUrl: string): Promise<SearchEngine> {
  const manifest = await fetchManifest(baseUrl);
  if (pending && manifest.index === loadedIndex) return pending;
  return start(baseUrl, manifest);
}

/** The engine, loading it on the first call. A failed load is forgotten, so the next search retries. */
export function loadLocalEngine(baseUrl: string): Promise<SearchEngine> {
  if (process.env.NODE_ENV === 'development') return latestDevEngine(baseUrl);
  return pending ?? start(baseUrl);
}
