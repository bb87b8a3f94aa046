import ComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

const created = new Map<string, RouteComponent>();

/**
 * Core's `ComponentCreator(path, hash)`, run the first time a route is preloaded or
 * rendered, then remembered so the route keeps one component (a new one would remount
 * its page). The browser's route table asks for it from a getter instead of running it
 * for all 650 routes while the app boots.
 */
export default function lazyRouteComponent(path: string, hash: string): RouteComponent {
  const key = `${path}-${hash}`;
  let component = created.get(key);
  if (component === undefined) {
    component = ComponentCreator(path, hash);
    created.set(key, component);
  }
  return component;
}
