// WhatsApp marketing (spec 03 section 2.1, module 6): every placeholder has been replaced by its
// real page; nothing imports this file any more (it may be deleted).
export {};
