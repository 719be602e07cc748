import type { ChannelCategoryPreview, ChannelMetadata, ChannelViewer, DomainPreviewable } from '../protocol/ports/newsletters.js';
import type { CategoryPreview, Channel, DomainPreview, Viewer } from './schema.js';
export declare const presentViewer: (viewer: ChannelViewer) => Viewer;
export declare const presentChannel: (channel: ChannelMetadata) => Channel;
export declare const presentCategoryPreview: (preview: ChannelCategoryPreview) => CategoryPreview;
export declare const presentDomainPreview: (row: DomainPreviewable) => DomainPreview;
