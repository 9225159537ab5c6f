// The frames area's public entry (ARCHITECTURE.md, Layers): the frames list the Update User page
// shows on its Frames tab (spec 00 section 2).
export { UserFrames } from './pages/UserFramesPages';
