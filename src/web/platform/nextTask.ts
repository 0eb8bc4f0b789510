/**
 * Resolves in a task of its own, so that what follows does not lengthen the task that asked for it (issue 13). A
 * message rather than a timer: a tab in the background holds its timers back, not its messages.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
