import { theme } from 'antd';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while the next page's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { token } = theme.useToken();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="nav-progress"
      style={{ background: token.colorPrimary }}
    />
  );
}
