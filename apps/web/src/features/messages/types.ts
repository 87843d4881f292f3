/** The message and announcement shapes of spec 01 section 3, as the server sends them (Unix seconds). */
export interface Message {
  id: number;
  title: string;
  body: string;
  /** 0 is unread. */
  read_status: number;
  create_time: number;
  link: string;
  module_id?: number;
}

export interface AnnouncementTag {
  id: number;
  name: string;
  /** 1 means danger (red); anything else is the default colour. */
  color: number;
}

export interface Announcement {
  id: number;
  title: string;
  tags: AnnouncementTag[];
  publish_time: number;
}

export interface AnnouncementDetail extends Announcement {
  content: string;
}
