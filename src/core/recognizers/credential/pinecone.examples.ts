/** Own examples of the rules in pinecone.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'pinecone-api-key': {
    match: [
      { text: "PINECONE_TOKEN=pcsk_9s7TT0_5iduOrwEAc2N87VSpHcVhimWPBFbgZJH3W1yWqhyJJOxynyj4E9UDhDLhk9fsf8", covers: "pcsk_9s7TT0_5iduOrwEAc2N87VSpHcVhimWPBFbgZJH3W1yWqhyJJOxynyj4E9UDhDLhk9fsf8" },
      { text: "config: { pinecone_secret: \"pcsk_9s7TT0_5iduOrwEAc2N87VSpHcVhimWPBFbgZJH3W1yWqhyJJOxynyj4E9UDhDLhk9fsf8\" }", covers: "pcsk_9s7TT0_5iduOrwEAc2N87VSpHcVhimWPBFbgZJH3W1yWqhyJJOxynyj4E9UDhDLhk9fsf8" },
    ],
    ignore: ["PINECONE_TOKEN=${PINECONE_TOKEN}", "See the Pinecone documentation for how to create a token."],
  },
  'pinecone-legacy-key': {
    match: [
      { text: "PINECONE_TOKEN=6b177c2d-970d-4a43-a26a-710f546bcf53", covers: "6b177c2d-970d-4a43-a26a-710f546bcf53" },
      { text: "{\"pinecone_api_key\": \"6b177c2d-970d-4a43-a26a-710f546bcf53\"}", covers: "6b177c2d-970d-4a43-a26a-710f546bcf53" },
    ],
    ignore: ["PINECONE_TOKEN=${PINECONE_TOKEN}", "PINECONE_TOKEN=6b177c2d-970"],
  },
};
