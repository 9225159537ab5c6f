/** The "Powered by AI" mark of the home screen (spec 00 section 1). */
export function PoweredByAi({ size = 'default' }: { size?: 'default' | 'small' }) {
  const height = size === 'small' ? 26 : 32;
  return (
    <span
      role="img"
      aria-label="Powered by AI"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        height,
        padding: '0 12px 0 6px',
        borderRadius: height / 2,
        background: 'linear-gradient(90deg, rgba(91,61,245,0.12), rgba(174,2,212,0.12))',
        border: '1px solid rgba(124,107,255,0.35)',
        fontWeight: 600,
        fontSize: size === 'small' ? 12 : 13,
        letterSpacing: 0.2,
        whiteSpace: 'nowrap',
      }}
    >
      <svg width={height - 8} height={height - 8} viewBox="0 0 24 24" aria-hidden="true">
        <defs>
          <linearGradient id="ai-spark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#5b3df5" />
            <stop offset="1" stopColor="#ae02d4" />
          </linearGradient>
        </defs>
        <circle cx="12" cy="12" r="12" fill="url(#ai-spark)" />
        <path
          d="M12 4.5l1.6 4.3 4.4 1.7-4.4 1.7L12 16.5l-1.6-4.3L6 10.5l4.4-1.7L12 4.5zm5 9.5l.7 1.8 1.8.7-1.8.7L17 19l-.7-1.8-1.8-.7 1.8-.7.7-1.8z"
          fill="#fff"
        />
      </svg>
      <span
        style={{
          background: 'linear-gradient(90deg, #5b3df5, #ae02d4)',
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        Powered by AI
      </span>
    </span>
  );
}
