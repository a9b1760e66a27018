// The part of harfbuzzjs (0.10, CommonJS: the module is a promise of the API) the tax documents'
// PDFs use to shape text (services/gst/pdf-text.ts). The package ships no types.
declare module 'harfbuzzjs' {
  namespace harfbuzz {
    interface HbBlob {
      destroy(): void;
    }
    interface HbFace {
      upem: number;
      destroy(): void;
    }
    interface HbFont {
      destroy(): void;
    }
    /** One shaped glyph: g the glyph id, cl the cluster (UTF-16 index of its first character),
     * ax/ay the advance, dx/dy the offset, in font units. */
    interface HbGlyph {
      g: number;
      cl: number;
      ax: number;
      ay: number;
      dx: number;
      dy: number;
    }
    interface HbBuffer {
      addText(text: string): void;
      guessSegmentProperties(): void;
      json(): HbGlyph[];
      destroy(): void;
    }
    interface HarfBuzz {
      createBlob(data: ArrayBuffer | Uint8Array): HbBlob;
      createFace(blob: HbBlob, index: number): HbFace;
      createFont(face: HbFace): HbFont;
      createBuffer(): HbBuffer;
      shape(font: HbFont, buffer: HbBuffer, features?: string): void;
    }
  }
  const harfbuzz: Promise<harfbuzz.HarfBuzz>;
  export = harfbuzz;
}
