import './profiles.css';

export type AvatarColour = 'RED' | 'BLUE' | 'GREEN' | 'AMBER' | 'PURPLE' | 'TEAL' | '%future added value';

/** A round avatar: the profile's initial on its colour (decorative: the name is always shown beside it). */
export function ProfileAvatar({ name, avatar, size = 'medium' }: { name: string; avatar: AvatarColour; size?: 'small' | 'medium' | 'large' }) {
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span className={`rs-avatar rs-avatar--${size} rs-avatar--${avatar.toLowerCase()}`} aria-hidden="true">
      {initial}
    </span>
  );
}
