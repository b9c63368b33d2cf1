/**
 * A promise of the next task: a message, which a background tab does not hold back as it does timers. Work that
 * waits for it leaves the current task short (decision 0159).
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
