/** Where the OCR files sit inside the extension package (shared by the build and the runtime). */
export const OCR_PUBLIC_DIR = 'ocr';

/** LSTM-only "best_int" data (2.95 MB); @tesseract.js-data/eng has no smaller English model. */
export const TRAINEDDATA_VARIANT = '4.0.0_best_int';
