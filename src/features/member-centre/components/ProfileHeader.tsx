import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useMemberInfo } from '../../../entities/member/member-info';
import { daysSince } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { Icon } from '../../../registry/Icon';
import { useSiteSettings } from '../../../tenant/hooks';

const Box = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  padding: 12px 4px 20px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.primaryText};
  font: inherit;
  text-align: start;
`;

const Name = styled.strong`
  display: block;
  font-size: 1.15rem;
`;

const Vip = styled.span`
  display: inline-block;
  margin: 4px 0;
  padding: 1px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.accent};
  color: ${({ theme }) => theme.palette.accentText};
  font-size: 0.75rem;
  font-weight: 700;
`;

const Small = styled.span`
  display: block;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.palette.primaryTextMuted};
`;

/** Account, VIP label and 'Joined on day N'; tapping opens VIP benefits or the member home. */
export function ProfileHeader() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { showVipBenefit } = useSiteSettings();
  const userName = useSessionStore((state) => state.session?.userName ?? '');
  const { data: info } = useMemberInfo();
  const vip = info?.clubLabel?.labelName;
  return (
    <Box
      onClick={() => navigate(showVipBenefit ? '/m/member/benefits' : '/m/member/home')}
      data-testid="mc-profile"
    >
      <Icon name="user" size="56px" />
      <span>
        <Name data-testid="mc-account">{info?.account ?? userName}</Name>
        {vip && <Vip data-testid="mc-vip-label">{vip}</Vip>}
        {typeof info?.regDate === 'number' && (
          <Small data-testid="mc-joined">
            {t('member.joinedDay', { count: daysSince(info.regDate) })}
          </Small>
        )}
      </span>
    </Box>
  );
}
