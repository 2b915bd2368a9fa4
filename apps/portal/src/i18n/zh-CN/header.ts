export const header = {
  loggedOut: '您已安全退出',
} as const;
