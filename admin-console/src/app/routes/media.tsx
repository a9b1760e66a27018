// /admin/media, the photo library, its own lazily loaded chunk.
import { MediaPage } from '../../features/media/components/media-page';

export default MediaPage;
