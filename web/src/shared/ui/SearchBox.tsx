import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import './search-box.css';

/**
 * antd's Input.Search look (an input and its search button) over a native search field: antd's Input
 * brings its whole input family and styles into the page's JavaScript, held to a budget. The browser's
 * own clear button stands for `allowClear`.
 */
export function SearchBox({
  defaultValue,
  placeholder,
  ariaLabel,
  enterButton,
  size = 'middle',
  style,
  action,
  onSearch,
}: {
  defaultValue?: string;
  placeholder: string;
  ariaLabel: string;
  /** The button's text (a primary button); the search icon when absent. */
  enterButton?: ReactNode;
  size?: 'middle' | 'large';
  style?: CSSProperties;
  /**
   * Where the form goes on its own (GET ?keyword=) when submitted before the app has taken over the page the server
   * drew: the results page, not the page it stands on.
   */
  action?: string;
  onSearch: (value: string) => void;
}) {
  return (
    <search className={`search-box search-box-${size}`} style={style}>
      <form
        className="search-box-form"
        action={action}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(String(new FormData(event.currentTarget).get('keyword') ?? ''));
        }}
      >
        <input
          type="search"
          name="keyword"
          className="search-box-input"
          defaultValue={defaultValue}
          placeholder={placeholder}
          aria-label={ariaLabel}
        />
        <Button
          type={enterButton ? 'primary' : 'default'}
          size={size}
          htmlType="submit"
          className="search-box-button"
          icon={enterButton ? undefined : <SearchOutlined />}
          aria-label={enterButton ? undefined : ariaLabel}
        >
          {enterButton}
        </Button>
      </form>
    </search>
  );
}
