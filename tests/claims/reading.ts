/** Small readers of what the library holds, shared by several pages' checks. */
import {type Layout, type Node} from '@canvas-commons/2d';
import {jsx as runtimeJsx} from '@canvas-commons/2d/jsx-runtime';
import {Color} from '@canvas-commons/core';

/** A colour as `#rrggbb`, whatever form the library holds it in. */
export function hex(color: unknown): string {
  return new Color(color as Color).hex();
}

/** The value of the sample nearest to `time`. */
export function at<T>(samples: Array<{time: number; value: T}>, time: number): T {
  return samples.reduce((best, sample) => (Math.abs(sample.time - time) < Math.abs(best.time - time) ? sample : best))
    .value;
}

/** The width a node was given (its laid-out size needs the browser's layout engine). */
export function desiredWidth(node: Layout): number {
  return (node as unknown as {desiredSize(): {x: number}}).desiredSize().x;
}

/** The runtime call a compiled tag makes, `<Type {...props} />`; the props are left unchecked, as these files are not TSX. */
export const jsx = runtimeJsx as unknown as <T = Node>(type: unknown, props: Record<string, unknown>) => T;
