/**
 * A stand-in for the browser's `DOMMatrix`, which Node lacks and the 2d nodes use for every transform (localToParent,
 * localToWorld, the camera, a Knot's handles) and the recording canvases use for theirs. It follows the Geometry
 * Interfaces spec for the 2D operations the library calls, and refuses 3D ones, so a check cannot lean on an answer
 * the browser would not give.
 */

/** A 2D DOMMatrix: the six numbers a…f, composed as the spec composes them (each operation post-multiplies). */
export class DOMMatrixStandIn {
  public a = 1;
  public b = 0;
  public c = 0;
  public d = 1;
  public e = 0;
  public f = 0;
  public m44 = 1;

  public constructor(init?: number[]) {
    if (init) {
      if (init.length !== 6) throw new Error('the DOMMatrix stand-in knows 2D matrices only');
      [this.a, this.b, this.c, this.d, this.e, this.f] = init;
    }
  }

  /** A copy of `other`, as `DOMMatrix.fromMatrix` makes one. */
  public static fromMatrix(other: DOMMatrixStandIn): DOMMatrixStandIn {
    return new DOMMatrixStandIn([other.a, other.b, other.c, other.d, other.e, other.f]);
  }

  public get m11() {
    return this.a;
  }
  public get m12() {
    return this.b;
  }
  public get m21() {
    return this.c;
  }
  public get m22() {
    return this.d;
  }
  public get m41() {
    return this.e;
  }
  public get m42() {
    return this.f;
  }
  public get is2D() {
    return true;
  }

  /** this × other: `other` applies first. */
  public multiply(other: DOMMatrixStandIn): DOMMatrixStandIn {
    return DOMMatrixStandIn.fromMatrix(this).multiplySelf(other);
  }
  public multiplySelf(o: DOMMatrixStandIn): this {
    const {a, b, c, d, e, f} = this;
    this.a = a * o.a + c * o.b;
    this.b = b * o.a + d * o.b;
    this.c = a * o.c + c * o.d;
    this.d = b * o.c + d * o.d;
    this.e = a * o.e + c * o.f + e;
    this.f = b * o.e + d * o.f + f;
    return this;
  }
  public translateSelf(tx = 0, ty = 0): this {
    return this.multiplySelf(new DOMMatrixStandIn([1, 0, 0, 1, tx, ty]));
  }
  public translate(tx = 0, ty = 0) {
    return DOMMatrixStandIn.fromMatrix(this).translateSelf(tx, ty);
  }
  /** `rotateSelf(angle)` or `rotateSelf(0, 0, angle)`, in degrees. */
  public rotateSelf(rotX = 0, rotY?: number, rotZ?: number): this {
    let angle = rotZ ?? 0;
    if (rotY === undefined && rotZ === undefined) angle = rotX;
    else if (rotX !== 0 || (rotY ?? 0) !== 0) throw new Error('the DOMMatrix stand-in rotates in 2D only');
    const radians = (angle * Math.PI) / 180;
    const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
    return this.multiplySelf(new DOMMatrixStandIn([cos, sin, -sin, cos, 0, 0]));
  }
  public rotate(rotX = 0, rotY?: number, rotZ?: number) {
    return DOMMatrixStandIn.fromMatrix(this).rotateSelf(rotX, rotY, rotZ);
  }
  public scaleSelf(sx = 1, sy = sx): this {
    return this.multiplySelf(new DOMMatrixStandIn([sx, 0, 0, sy, 0, 0]));
  }
  public scale(sx = 1, sy = sx) {
    return DOMMatrixStandIn.fromMatrix(this).scaleSelf(sx, sy);
  }
  public skewXSelf(degrees = 0): this {
    return this.multiplySelf(new DOMMatrixStandIn([1, 0, Math.tan((degrees * Math.PI) / 180), 1, 0, 0]));
  }
  public skewYSelf(degrees = 0): this {
    return this.multiplySelf(new DOMMatrixStandIn([1, Math.tan((degrees * Math.PI) / 180), 0, 1, 0, 0]));
  }
  /** As the spec: a matrix that cannot be inverted becomes all NaN. */
  public invertSelf(): this {
    const {a, b, c, d, e, f} = this;
    const det = a * d - b * c;
    if (det === 0) {
      [this.a, this.b, this.c, this.d, this.e, this.f] = [NaN, NaN, NaN, NaN, NaN, NaN];
      return this;
    }
    [this.a, this.b, this.c, this.d] = [d / det, -b / det, -c / det, a / det];
    this.e = (c * f - d * e) / det;
    this.f = (b * e - a * f) / det;
    return this;
  }
  public inverse() {
    return DOMMatrixStandIn.fromMatrix(this).invertSelf();
  }
  public transformPoint({x = 0, y = 0}: {x?: number; y?: number} = {}) {
    return {x: this.a * x + this.c * y + this.e, y: this.b * x + this.d * y + this.f, z: 0, w: 1};
  }
}

/**
 * Values the spec fixes, to keep the stand-in honest: composition order, rotation direction, skew, inverse. Throws
 * when the stand-in gives another; run before a check relies on it.
 */
export function checkMatrixStandIn(): void {
  const point = (matrix: DOMMatrixStandIn, x: number, y: number) => {
    const {x: px, y: py} = matrix.transformPoint({x, y});
    return [Math.round(px * 1e9) / 1e9, Math.round(py * 1e9) / 1e9];
  };
  const checks: Array<[number[], number[]]> = [
    // rotate(90) sends the x axis to the y axis.
    [point(new DOMMatrixStandIn().rotate(90), 1, 0), [0, 1]],
    // Operations apply right to left to a point: scale first, then translate.
    [point(new DOMMatrixStandIn().translate(10, 20).scale(2), 1, 1), [12, 22]],
    [point(new DOMMatrixStandIn().skewXSelf(45), 0, 1), [1, 1]],
    [
      point(
        new DOMMatrixStandIn()
          .translate(5, 0)
          .rotate(30)
          .inverse()
          .multiply(new DOMMatrixStandIn().translate(5, 0).rotate(30)),
        3,
        4,
      ),
      [3, 4],
    ],
  ];
  for (const [actual, expected] of checks) {
    if (actual.join() !== expected.join()) throw new Error(`DOMMatrix stand-in: ${actual} instead of ${expected}`);
  }
}
