/** The AI area's public entry: other features reach AI writing only through here. */
export { useAiStatus, useSuggestKeywords, useWriteDescription } from './api';
export { AiUnavailable } from './components/AiUnavailable';
export { AiPreviewModal, type AiPreviewModalProps } from './components/AiPreviewModal';
export { hasText } from './components/richText';

/** Spec 01 section 9: suggested keywords appear 600 ms after they arrive. */
export const KEYWORD_REVEAL_MS = 600;
