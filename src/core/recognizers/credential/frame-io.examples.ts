/** Own examples of the rules in frame-io.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'frame-io-api-token': {
    match: [
      { text: "FRAME_IO_TOKEN=fio-u-yRTteBi3xQFj0_MpKdWLlHya1WEU6ftd9Gc2od_yZ8_d0lLVgddT_YHb0lHRUjrE", covers: "fio-u-yRTteBi3xQFj0_MpKdWLlHya1WEU6ftd9Gc2od_yZ8_d0lLVgddT_YHb0lHRUjrE" },
      { text: "config: { frame_io_secret: \"fio-u-yRTteBi3xQFj0_MpKdWLlHya1WEU6ftd9Gc2od_yZ8_d0lLVgddT_YHb0lHRUjrE\" }", covers: "fio-u-yRTteBi3xQFj0_MpKdWLlHya1WEU6ftd9Gc2od_yZ8_d0lLVgddT_YHb0lHRUjrE" },
    ],
    ignore: ["FRAME_IO_TOKEN=${FRAME_IO_TOKEN}", "See the Frame.io documentation for how to create a token."],
  },
};
