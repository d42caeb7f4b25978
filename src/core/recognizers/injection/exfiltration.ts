/**
 * Requests to leak: reveal the system prompt or hidden instructions, or send the conversation,
 * memory, files or secrets somewhere (a URL, an address, a markdown image that calls home).
 */
import type { Recognizer } from '../types';
import { SENTENCE_TAIL } from './_sentence';

const TAIL = SENTENCE_TAIL;
/** A column wrap may fall anywhere in an instruction, inside the '://' of its URL too. */
const WRAP = String.raw`(?:\r?\n)?`;
const SENSITIVE = String.raw`(?:everything(?:\s+(?:the\s+user|you|i|we)\s+(?:typed|said|wrote|entered|shared|pasted|sent|asked))?(?:\s+so\s+far)?|conversation|chat(?:\s+history|\s+log)?|history|transcript|messages?|memory|memories|system\s+prompt|hidden\s+(?:prompt|instructions?)|instructions|context|documents?|files?|data|secrets?|credentials?|passwords?|api\s+keys?|tokens?|keys?|cookies?|emails?|contacts?)`;

export const injectionExfiltration: Recognizer = {
  id: 'injection-exfiltration',
  category: 'injection',
  description: 'Request to reveal hidden instructions or send data elsewhere',
  anchor: { before: 40, after: 500 },
  keywords: ['reply', 'respond', 'answer', 'the user to', 'reveal', 'print', 'repeat', 'show', 'output', 'leak', 'disclose', 'dump', 'send', 'post', 'upload', 'forward', 'exfiltrate', 'transmit', 'email', 'e-mail', 'append', 'copy', 'submit', '![', 'system prompt'],
  patterns: [
    new RegExp(String.raw`\b(?:reveal|print|repeat|show|output|leak|disclose|dump|tell\s+me|write\s+out|display)\s+(?:me\s+)?(?:(?:all|your|the|its|any|of|every)\s+){0,3}(?:system\s+prompt|hidden\s+(?:prompt|instructions?|rules)|initial\s+(?:prompt|instructions?)|original\s+instructions?|secret\s+instructions?|(?:system|developer)\s+(?:message|instructions?))\b${TAIL}`, 'gi'),
    new RegExp(String.raw`\b(?:send|post|upload|forward|exfiltrate|transmit|e-?mail|leak|copy|append|submit)\s+(?:(?:all|your|the|this|these|my|every|of|our|entire|full|whole|current|previous)\s+){0,4}${SENSITIVE}\b(?:[^\n]|\n(?![ \t]*\n)){0,60}?\b(?:to|into|at|via|and\s+(?:fetch|load|open|visit|request|call|get|ping|post\s+to))\s+(?:https?:${WRAP}/${WRAP}/|www\.|ftp:${WRAP}/${WRAP}/|[\w.+-]+@|the\s+(?:url|address|server|webhook|endpoint)|this\s+(?:url|address|server|webhook|endpoint))${TAIL}`, 'gi'),
    new RegExp(String.raw`\b(?:reply|respond|answer|output)\s+(?:only\s+)?with\s+(?:only\s+)?(?:(?:the|this|all|your|my|user'?s|saved|full|entire|whole|previous|stored)\s+){0,4}${SENSITIVE}\b${TAIL}`, 'gi'),
    new RegExp(String.raw`\b(?:tell|ask|instruct|remind|prompt|get)\s+the\s+user\s+to\s+(?:re-?enter|enter|confirm|verify|type|provide|share|send|paste)\s+(?:(?:their|his|her|your|the)\s+)?(?:password|passcode|credentials?|login|card(?:\s+number)?|pin|2fa\s+code|one-time\s+code|seed\s+phrase|recovery\s+phrase)\b${TAIL}`, 'gi'),
    /!\[[^\]\n]{0,40}\]\(https?:\/\/[^)\s]{1,200}[?&][^)\s=]{1,40}=(?:\{|%7B|\$|<)[^)\n]{0,200}\)/gi,
  ],
  confidence: 0.85,
};
