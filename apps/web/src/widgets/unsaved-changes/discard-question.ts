/**
 * The one question before unsaved input is thrown away, wherever the user is leaving it from. A file
 * of its own, so the shell's route guard can ask it without importing the forms' dialog hook (and
 * antd's Modal with it).
 */
export const DISCARD_QUESTION = {
  title: '确定放弃未保存的修改吗？',
  okText: '放弃修改',
  cancelText: '继续编辑',
} as const;
