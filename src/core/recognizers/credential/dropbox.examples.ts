/** Own examples of the rules in dropbox.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'dropbox-access-token': {
    match: [
      { text: 'DROPBOX_ACCESS_TOKEN=sl.B9hqHKhUhLIGhQqr_SYGT2xlCdnJ8MITY57dL83RBYbN6eh2qHDdDclb6YXanhQUHc7rnyonHoLlGpeTWf7DZpPu8nJNIx39Igc5o91v5oGN6LjREQI7EmIr3KSyMGEkRNJoU0VeWx2ruPf6OLhx8cX', covers: 'sl.B9hqHKhUhLIGhQqr_SYGT2xlCdnJ8MITY57dL83RBYbN6eh2qHDdDclb6YXanhQUHc7rnyonHoLlGpeTWf7DZpPu8nJNIx39Igc5o91v5oGN6LjREQI7EmIr3KSyMGEkRNJoU0VeWx2ruPf6OLhx8cX' },
      { text: 'DROPBOX_ACCESS_TOKEN=sl.B9hqHKhUhLIGhQqr_SYGT2xlCdnJ8MITY57dL83RBYbN6eh2qHDdDclb6YXanhQUHc7rnyonHoLlGpeTWf7DZpPu8\nnJNIx39Igc5o91v5oGN6LjREQI7EmIr3KSyMGEkRNJoU0VeWx2ruPf6OLhx8cX', covers: 'sl.B9hqHKhUhLIGhQqr_SYGT2xlCdnJ8MITY57dL83RBYbN6eh2qHDdDclb6YXanhQUHc7rnyonHoLlGpeTWf7DZpPu8\nnJNIx39Igc5o91v5oGN6LjREQI7EmIr3KSyMGEkRNJoU0VeWx2ruPf6OLhx8cX' },
      { text: 'dropbox token: s3zmim5g6vpAAAAAAAAAADg8TpoWrY1HAdsBgFEpdoiumvtywkOdB0fGVTngpw3n', covers: 's3zmim5g6vpAAAAAAAAAADg8TpoWrY1HAdsBgFEpdoiumvtywkOdB0fGVTngpw3n' },
      { text: 'DROPBOX_APP_SECRET=ip8vdwlui8d93v4', covers: 'ip8vdwlui8d93v4' },
    ],
    ignore: ['dropbox sync finished at sl.1', 'DROPBOX_APP_SECRET=<secret>'],
  },
};
