/**
 * Browser stand-ins for media. The library hands every file to the browser: an <img> element for Img, a <video>
 * element for Video. Node has neither, so the checks give the library elements of their own that "load" a file after
 * a moment: an image named like `…/640x480.png` gets that natural size, one whose name contains `missing` fails. A
 * canvas stand-in answers `getImageData(x, y)` with the pixel's coordinates as its red and green values, so a check
 * can see which pixel was read. Decoding, formats and drawing pixels are the browser's and are not checked here.
 */

type Listener = () => void;

/** What the media elements share: a style, and load and error listeners. */
class StandInElement {
  public style: Record<string, string> = {};
  protected listeners: Record<string, Listener[]> = {};
  public addEventListener(type: string, listener: Listener): void {
    (this.listeners[type] ??= []).push(listener);
  }
  public removeEventListener(type: string, listener: Listener): void {
    this.listeners[type] = (this.listeners[type] ?? []).filter((candidate) => candidate !== listener);
  }
  protected fire(type: string): void {
    for (const listener of [...(this.listeners[type] ?? [])]) listener();
  }
}

/** The size a stand-in file name asks for, such as `640x480`. */
function sizeIn(name: string): [number, number] {
  const match = /(\d+)x(\d+)/.exec(name);
  return [Number(match?.[1] ?? 0), Number(match?.[2] ?? 0)];
}

/** An <img>: loads its `src` after a moment, at the size in its name, or fails when the name contains `missing`. */
export class StandInImage extends StandInElement {
  public static created: StandInImage[] = [];
  public crossOrigin: string | null = null;
  public complete = false;
  public naturalWidth = 0;
  public naturalHeight = 0;
  private source = '';
  public constructor() {
    super();
    StandInImage.created.push(this);
  }
  public get src(): string {
    return this.source;
  }
  public set src(value: string) {
    this.source = value;
    setTimeout(() => {
      if (value.includes('missing')) return this.fire('error');
      [this.naturalWidth, this.naturalHeight] = sizeIn(value);
      this.complete = true;
      this.fire('load');
    }, 5);
  }
}

/** A <video> that is ready at once: 60 s long, 1920 × 1080, paused until played. */
export class StandInVideo extends StandInElement {
  public static created: StandInVideo[] = [];
  public src = '';
  public readyState = 4;
  public paused = true;
  public seeking = false;
  public currentTime = 0;
  public playbackRate = 1;
  public duration = 60;
  public videoWidth = 1920;
  public videoHeight = 1080;
  public constructor() {
    super();
    StandInVideo.created.push(this);
  }
  public pause(): void {
    this.paused = true;
  }
  public play(): Promise<void> {
    this.paused = false;
    return Promise.resolve();
  }
}

/** A canvas whose 2D context reads back a pixel's coordinates as its colour. */
class StandInCanvas {
  public width = 0;
  public height = 0;
  public getContext() {
    return {
      canvas: this,
      drawImage: () => {},
      getImageData: (x: number, y: number) => ({data: [x, y, 7, 255]}),
      imageSmoothingEnabled: true,
    };
  }
}

/** Inside a scene run: the media stand-ins (the harness gives each run a fresh `document`). */
export function standInMedia(): void {
  const page = document as unknown as {createElement: (tag: string) => unknown; media?: boolean};
  if (page.media) return;
  const create = page.createElement.bind(page);
  page.createElement = (tag: string) => {
    if (tag === 'img') return new StandInImage();
    if (tag === 'video') return new StandInVideo();
    if (tag === 'canvas') return new StandInCanvas();
    return create(tag);
  };
  page.media = true;
}

let fileCount = 0;
/** A file name not used before (the library keeps loaded images in a pool by name). */
export function mediaFile(name: string): string {
  return `/media-${++fileCount}/${name}`;
}
