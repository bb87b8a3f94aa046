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

/** How many pixels of a live preview's canvas differ from the preview background (#141414): 0 for a blank frame. */
export async function drawnPixels(target: Locator): Promise<number> {
  return target.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return 0;
    const {data} = context.getImageData(0, 0, canvas.width, canvas.height);
    let different = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (Math.abs(data[index] - 0x14) + Math.abs(data[index + 1] - 0x14) + Math.abs(data[index + 2] - 0x14) > 30)
        different++;
    }
    return different;
  });
}
