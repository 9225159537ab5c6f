import { placeholderPage } from '../../../lib/PlaceholderPage';

// Frames and NFC card frames (spec 01).
// Honest empty pages until the area is built; the real pages replace them.
export const MyFramesPage = placeholderPage('My Frames');
export const CreateFramePage = placeholderPage('Create Frame');
export const FramePage = placeholderPage('Frame');
export const NfcCardFramePage = placeholderPage('NFC Card Frame');
export const FramesTabPage = placeholderPage('Frames');
export const AdminFramesPage = placeholderPage('Frames');
export const AdminCreateFramePage = placeholderPage('Create Frame');
export const AdminEditFramePage = placeholderPage('Edit Frame');
export const AdminNfcFramesPage = placeholderPage('NFC Frames');
export const AdminCreateNfcFramePage = placeholderPage('Create NFC Frame');
export const AdminEditNfcFramePage = placeholderPage('Edit NFC Frame');
