import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { openExternal } from '../../../registry/actions/open-external';
import { classifyLink } from '../../../ui';
import type { Announcement } from '../api/get-announcements';

const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Clickable = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
`;

/** Follows a banner's linkage: http(s) opens outside the site, a path stays inside it. */
export function useFollowLinkage(): (linkage: string) => void {
  const navigate = useNavigate();
  return (linkage) => {
    const target = classifyLink(linkage);
    if (target.kind === 'external') openExternal(target.url);
    else if (target.kind === 'internal') void navigate(target.path);
  };
}

export interface BannerSlideProps {
  banner: Announcement;
  /** The first banner is the page's largest paint: load it at once and first. */
  first: boolean;
}

/** One banner picture; a broken picture is hidden (spec §2 Home), the box keeps its size. */
export function BannerSlide({ banner, first }: BannerSlideProps) {
  const [broken, setBroken] = useState(false);
  const follow = useFollowLinkage();
  if (broken) return null;
  const picture = (
    <Picture
      src={banner.url}
      alt={banner.title}
      width={750}
      height={300}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      onError={() => setBroken(true)}
      data-testid="home-banner"
    />
  );
  return banner.linkage ? (
    <Clickable type="button" onClick={() => follow(banner.linkage)} aria-label={banner.title}>
      {picture}
    </Clickable>
  ) : (
    picture
  );
}
