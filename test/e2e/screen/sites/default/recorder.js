// The receiving side of a screen share, as a site would be: it asks for the share, reads every
// frame it gets (VideoFrame.copyTo), and records per frame the time, mean brightness and the share
// of pixels in the guard's hold colour; every distinct frame is kept as a PNG, so a test can OCR
// every picture the site ever received. Also injected into fixture sites by the tests.
(() => {
  const HOLD = (r, g, b) => r <= 14 && g <= 14 && b <= 16;
  const MAX_DISTINCT = 120;
  const rec = {
    frames: [],
    distinct: [],
    overflow: false,
    started: 0,
    gdmMs: -1,
    settings: null,
    track: null,
    ended: false,
    error: null,
    /** Elements whose boxes must be shown (not held) for a frame to count as useful. */
    usefulSelector: null,
  };
  window.__rec = rec;
  let latest = null;
  let latestSize = [0, 0];
  const seen = new Set();

  async function toPng(pixels, w, h) {
    const c = new OffscreenCanvas(w, h);
    c.getContext('2d').putImageData(new ImageData(pixels, w, h), 0, 0);
    const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }

  function measure(pixels, w, h) {
    let sum = 0;
    let n = 0;
    let held = 0;
    let key = 0x811c9dc5;
    for (let i = 0; i < pixels.length; i += 4 * 7) {
      const r = pixels[i], g = pixels[i + 1], b = pixels[i + 2];
      sum += (r + g + b) / 3;
      n++;
      if (HOLD(r, g, b)) held++;
    }
    // Every third pixel for telling frames apart: a changed word is always seen.
    for (let i = 0; i < pixels.length; i += 4 * 3) key = Math.imul(key ^ (pixels[i] | (pixels[i + 1] << 8) | (pixels[i + 2] << 16)), 16777619);
    return { mean: sum / n, held: held / n, key: key >>> 0 };
  }

  rec.start = async (constraints = { video: true, preferCurrentTab: true }) => {
    rec.started = performance.now();
    const stream = await navigator.mediaDevices.getDisplayMedia(constraints);
    rec.gdmMs = performance.now() - rec.started;
    const track = stream.getVideoTracks()[0];
    rec.track = track;
    rec.settings = track.getSettings();
    track.addEventListener('ended', () => { rec.ended = true; });
    const reader = new MediaStreamTrackProcessor({ track }).readable.getReader();
    (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const t = performance.now() - rec.started;
          const w = value.displayWidth, h = value.displayHeight;
          const pixels = new Uint8ClampedArray(w * h * 4);
          await value.copyTo(pixels, { format: 'RGBA' });
          value.close();
          const m = measure(pixels, w, h);
          rec.frames.push({ t, mean: m.mean, held: m.held, w, h, key: m.key });
          latest = pixels;
          latestSize = [w, h];
          if (!seen.has(m.key)) {
            seen.add(m.key);
            if (rec.distinct.length < MAX_DISTINCT) {
              const entry = { t, key: m.key, held: m.held, mean: m.mean, png: null };
              rec.distinct.push(entry);
              toPng(pixels, w, h).then((png) => { entry.png = png; });
            } else rec.overflow = true;
          }
        }
      } catch (error) {
        rec.error = String(error);
      }
    })();
    return rec.settings;
  };
  rec.stop = () => rec.track && rec.track.stop();
  rec.latestPng = () => toPng(latest, latestSize[0], latestSize[1]);
  /** Frames with pixels, without the PNGs (cheap to ask for often). */
  rec.summary = () => rec.frames.slice();
  /** The distinct frames' PNGs from index `from` on (those converted so far). */
  rec.pngs = (from = 0) => rec.distinct.slice(from).map((d) => ({ t: d.t, held: d.held, mean: d.mean, png: d.png }));
})();
