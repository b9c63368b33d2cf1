import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, useNavigate } from 'react-router';

/** Full-screen intro video outside the common layout; it goes home when it ends. */
export function LaunchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="fixed inset-0 flex items-center justify-center bg-black">
      <video
        className="h-full w-full object-contain"
        autoPlay
        muted
        playsInline
        controls
        aria-label={t('launch.videoLabel')}
        onEnded={() => navigate('/home')}
        data-testid="launch-video"
      >
        <source src="/launch.webm" type="video/webm" />
        <source src="/launch.mp4" type="video/mp4" />
      </video>
      <Link to="/home" className="absolute end-4 top-4 rounded-md bg-white/15 px-3 py-1.5 text-sm text-white hover:bg-white/25">
        {t('launch.skip')}
      </Link>
    </div>
  );
}
