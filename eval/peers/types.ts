/**
 * The shape every defence takes in the census and the benchmark: a name, the version that ran,
 * and a function from the text a person would send to the text the assistant would receive.
 */
export interface Defence {
  name: string;
  version: string;
  /** What the assistant would receive; '' when the defence stops the message altogether. */
  redact(text: string): Promise<string> | string;
  /** Counts of notable outcomes (blocked messages and the like), reported beside the scores. */
  outcomes?(): Readonly<Record<string, number>>;
}
