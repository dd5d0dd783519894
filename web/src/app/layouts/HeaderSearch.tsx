import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SearchBox } from '../../shared/ui/SearchBox.tsx';

/** The header's search box: a keyword opens /search. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // On /search the box shows the keyword of the results; a new search starts without filters.
  const searchedKeyword = pathname === '/search' ? (new URLSearchParams(search).get('keyword') ?? '') : '';
  return (
    <div className="header-search">
      <SearchBox
        key={searchedKeyword}
        defaultValue={searchedKeyword}
        placeholder={t('header.searchPlaceholder')}
        ariaLabel={t('header.search')}
        enterButton={t('header.search')}
        size="large"
        style={{ display: 'block' }}
        action="/search"
        onSearch={(value) => {
          const keyword = value.trim();
          navigate(keyword ? `/search?keyword=${encodeURIComponent(keyword)}` : '/search');
        }}
      />
    </div>
  );
}
