/**
 * DocSearch's modal stylesheet, as a file of its own that the page links when the modal first loads. Imported as a
 * CSS module, it would be merged into the one render-blocking stylesheet Docusaurus gives every page (4.8 KB gzip)
 * for a modal most readers never open. The `!` prefix skips the site's CSS loaders, so file-loader emits the file as
 * it is (already minified) and hands over its URL.
 */
import modalStylesheetUrl from '!file-loader?name=assets/css/docsearch-modal.[contenthash:8].[ext]!@docsearch/css/dist/modal.css';

let loading: Promise<void> | null = null;

/** Links the stylesheet once; a failed load is retried on the next call. */
export function loadModalStylesheet(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = modalStylesheetUrl;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      loading = null;
      reject(new Error(`Search: the modal's stylesheet did not load (${modalStylesheetUrl}).`));
    };
    document.head.append(link);
  });
  return loading;
}
