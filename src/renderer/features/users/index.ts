/** The users area's public entry: what other features may use (Import Users refreshes the lists). */
export { useInvalidateUsers } from './api';
export { UserPicker } from './components/UserPicker';
