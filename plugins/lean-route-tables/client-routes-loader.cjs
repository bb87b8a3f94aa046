/**
 * Loader for Docusaurus's generated `routes.js`, in the browser bundle only. Each
 * route's `component: ComponentCreator('/path', 'hash')` becomes a getter that calls
 * `lazyRouteComponent` (see that file): the app then builds a route's loadable component
 * when it first matches, not all of them before its first render.
 *
 * @this {{getOptions(): {lazyRouteComponent: string}}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function lazyRouteComponents(source) {
  const {lazyRouteComponent} = this.getOptions();
  let routes = 0;
  const lazy = source.replace(/component: ComponentCreator\(('[^']*'(?:, '[^']*')?)\)/g, (_, args) => {
    routes += 1;
    return `get component() { return lazyRouteComponent(${args}); }`;
  });
  // Fail the build rather than ship the eager table unnoticed when core changes its format.
  if (routes === 0 || lazy.includes('ComponentCreator(')) {
    throw new Error('client-routes-loader: the format of Docusaurus routes.js changed; update the loader.');
  }
  return `import lazyRouteComponent from ${JSON.stringify(lazyRouteComponent)};\n${lazy}`;
};
