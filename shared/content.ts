// The content store's document types and the elements of each, which the content calls answer
// (their shapes: schemas/answers/content-item.json and content-search-result.json).

/** The document types of the content store the owner screens read (docs/decisions.md, "Content service"). */
export const CONTENT_TYPES = {
  /** The Models menu's pictures (docs/owner-app.md 7, the asset search): elements {url}. */
  menuImage: 'Image',
  /** A model's picture in one colour: elements VehicleImageElements. */
  vehicleImage: 'Vehicle Image',
  /** A model code's owner's manual: elements OwnerManualElements. */
  ownerManual: 'Owner Manual',
  /** One how-to video (docs/owner-app.md 7): elements VideoElements. */
  video: 'PE How To Videos',
  /** A group of how-to videos: elements VideoCategoryElements. */
  videoCategory: 'PE How To Video Category',
  /** The how-to videos model picker page (key HOW_TO_VIDEOS_PAGE): elements VideosPageElements. */
  videosPage: 'PE How To Videos Page',
} as const;

export const HOW_TO_VIDEOS_PAGE = 'how-to-videos';

export interface FileElement {
  url: string;
}

export interface VehicleImageElements {
  modelCode: string;
  colourCode: string;
  image: FileElement;
}

export interface OwnerManualElements {
  modelCode: string;
  title: string;
  file: FileElement;
}

export interface VideoElements {
  /** The model line the video is about, as the page's includedModels name it ("Cannon Alpha"). */
  model: string;
  videoTitle: string;
  /** A file of ours (/api/files/...), or a YouTube or Vimeo address, which the player embeds. */
  videoUrl: string;
  disclaimer: string;
  thumbnail: FileElement;
  /** The video that plays first for its model. */
  default: boolean;
  /** Names of video categories. */
  categories: string[];
}

export interface VideoCategoryElements {
  name: string;
  order: number;
}

export interface VideosPageElements {
  backgroundColour: string;
  smallHeader: string;
  largeHeader: string;
  subHeading: string;
  intro: string;
  includedModels: { model: string; image: FileElement }[];
}
