import type {Locator} from '@playwright/test';

/** What a live preview's canvas shows, as a data URL: equal strings mean the same picture. */
export async function canvasData(target: Locator): Promise<string> {
  return target.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
}

/** RGBA at a point given in scene coordinates (origin in the centre, 1920×1080). */
export async function scenePixel(target: Locator, x: number, y: number): Promise<number[]> {
  return target.locator('canvas').evaluate(
    (canvas: HTMLCanvasElement, [sx, sy]) => {
      const scale = canvas.width / 1920;
      const context = canvas.getContext('2d');
      if (!context) return [];
      const point = context.getImageData(
        Math.round(canvas.width / 2 + sx * scale),
        Math.round(canvas.height / 2 + sy * scale),
        1,
        1,
      );
      return Array.from(point.data);
    },
    [x, y],
  );
}
