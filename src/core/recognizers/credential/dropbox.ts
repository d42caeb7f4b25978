/** Dropbox short-lived (sl.) and long-lived access tokens and app secrets, taken where Dropbox is named nearby. */
import { LABEL_VIEWS, START, credential, labelled, near, pattern, provider, run, span } from './_rule';

const token = credential({
  id: 'dropbox-access-token',
  description: 'Dropbox access token or app secret',
  label: 'DROPBOX_TOKEN',
  keywords: ['dropbox'],
  patterns: [
    pattern(START, 'sl\\.', span('[A-Za-z0-9_=-]', 130, 1400), '(?![A-Za-z0-9_=-])'),
    pattern(START, '[a-z0-9]{11}AAAAAAAAAA[A-Za-z0-9_=-]{43}', '(?![A-Za-z0-9_=-])'),
    labelled('dropbox[_ .-]?(?:app[_ .-]?)?secret', run('[a-z0-9]', 15)),
  ],
  views: LABEL_VIEWS,
  minEntropy: 3,
  allowDummy: true,
  check: (_value, ctx) => near(ctx, /dropbox/i, 1000),
  confidence: 0.95,
  examples: {
    match: [
      { text: 'DROPBOX_ACCESS_TOKEN=sl.B9hqHKhUhLIGhQqr_SYGT2xlCdnJ8MITY57dL83RBYbN6eh2qHDdDclb6YXanhQUHc7rnyonHoLlGpeTWf7DZpPu8nJNIx39Igc5o91v5oGN6LjREQI7EmIr3KSyMGEkRNJoU0VeWx2ruPf6OLhx8cX', covers: 'sl.B9hqHKhUhLIGhQqr_SYGT2xlCdnJ8MITY57dL83RBYbN6eh2qHDdDclb6YXanhQUHc7rnyonHoLlGpeTWf7DZpPu8nJNIx39Igc5o91v5oGN6LjREQI7EmIr3KSyMGEkRNJoU0VeWx2ruPf6OLhx8cX' },
      { text: 'DROPBOX_ACCESS_TOKEN=sl.B9hqHKhUhLIGhQqr_SYGT2xlCdnJ8MITY57dL83RBYbN6eh2qHDdDclb6YXanhQUHc7rnyonHoLlGpeTWf7DZpPu8\nnJNIx39Igc5o91v5oGN6LjREQI7EmIr3KSyMGEkRNJoU0VeWx2ruPf6OLhx8cX', covers: 'sl.B9hqHKhUhLIGhQqr_SYGT2xlCdnJ8MITY57dL83RBYbN6eh2qHDdDclb6YXanhQUHc7rnyonHoLlGpeTWf7DZpPu8\nnJNIx39Igc5o91v5oGN6LjREQI7EmIr3KSyMGEkRNJoU0VeWx2ruPf6OLhx8cX' },
      { text: 'dropbox token: s3zmim5g6vpAAAAAAAAAADg8TpoWrY1HAdsBgFEpdoiumvtywkOdB0fGVTngpw3n', covers: 's3zmim5g6vpAAAAAAAAAADg8TpoWrY1HAdsBgFEpdoiumvtywkOdB0fGVTngpw3n' },
      { text: 'DROPBOX_APP_SECRET=ip8vdwlui8d93v4', covers: 'ip8vdwlui8d93v4' },
    ],
    ignore: ['dropbox sync finished at sl.1', 'DROPBOX_APP_SECRET=<secret>'],
  },
});

export const DROPBOX = provider('dropbox', 'Dropbox', [token]);
