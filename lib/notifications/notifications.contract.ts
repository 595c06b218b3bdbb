/** A member's messages on the wire (docs/API.md, Notifications). */

export interface NotificationView {
  id: number;
  kind: string;
  title: string;
  body: string;
  /** A path of the site, or '' when the message leads nowhere. */
  link: string;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationList {
  items: NotificationView[];
  unread: number;
}

/** The channels a member chooses for messages that are not legal notices. */
export interface NotificationSettings {
  email: boolean;
  alimtalk: boolean;
}
