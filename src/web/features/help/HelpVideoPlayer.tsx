import type { HelpVideo } from '../../../core/schemas/sharedDocuments';
import { buildUrl } from '../../api/http';

/** A help video from its public address: only its metadata loads until it plays; seeking asks for byte ranges. */
export function HelpVideoPlayer({ video }: { video: Pick<HelpVideo, 'title' | 'url'> }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: help videos are uploaded without captions; their titles say what they show.
    <video
      controls
      preload="metadata"
      src={buildUrl('GET', video.url)}
      aria-label={video.title}
      style={{ width: '100%', maxHeight: '70vh', background: 'black' }}
    />
  );
}
