import type { Redis } from 'ioredis';

/** Ends a Redis client: a connected one once its pending replies are in, one still (re)connecting at once. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}
