/** What the bot sends: the widget draws it, WhatsApp sends it (text never HTML). */
export interface BotMessage {
  frontendId: number;
  componentTypeId: number;
  text: string;
  /** Single Choice: the choices (the widget's buttons; WhatsApp buttons, a list or numbered text). */
  options: { optionNo: number; value: string }[];
  links: { linkTitle: string; linkUrl: string }[];
  /** Image and File: the stored file's address and name as saved in the flow. */
  file: { path: string; name: string; isImage: boolean } | null;
  /** The component's errorMessage after a reply that was not valid (the question still awaits). */
  isError: boolean;
}

/** A visitor's valid answer to an awaited question. */
export interface RecordedAnswer {
  frontendId: number;
  componentTypeId: number;
  value: string;
  isLeadMessage: boolean;
}

/** The Api component: POST `body` as JSON to `url` (5 s), then the flow goes on whatever it answers. */
export interface ApiCall {
  frontendId: number;
  url: string;
  body: { answers: { frontendId: number; question: string; answer: string; isLeadMessage: boolean }[] };
}

/** What the visitor sent: typed text, or a click on a choice (its optionNo) with its text. */
export interface Inbound {
  text: string;
  optionNo?: number;
}
