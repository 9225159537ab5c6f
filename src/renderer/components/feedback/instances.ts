import {
  App,
  message as staticMessage,
  Modal,
  notification as staticNotification,
  type ModalFuncProps,
} from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * antd's static message/Modal cannot read the app's theme (dark mode); the instances from
 * `App.useApp()` can. FeedbackHost registers them here, and the kit falls back to the static
 * functions when no host is mounted (a bare preview, a crash screen).
 */
let current: AppApi | null = null;

export function setFeedbackInstances(api: AppApi | null): void {
  current = api;
}

export function messageApi() {
  return current?.message ?? staticMessage;
}

/** The part of the modal API both the hook instance and the static Modal offer. */
export interface ModalApi {
  confirm(config: ModalFuncProps): unknown;
  info(config: ModalFuncProps): unknown;
  warning(config: ModalFuncProps): unknown;
  error(config: ModalFuncProps): unknown;
  success(config: ModalFuncProps): unknown;
}

export function modalApi(): ModalApi {
  return current?.modal ?? Modal;
}

export function notificationApi() {
  return current?.notification ?? staticNotification;
}
