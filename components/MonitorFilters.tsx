import type { Ref } from 'preact';
import type { MonitorFilter, StatusFilter } from '../lib/model/monitor-filter';
import { MONITOR_STATES } from '../lib/model/monitor-state';
import { strings } from './strings';

export interface MonitorFiltersProps {
  filter: MonitorFilter;
  categories: readonly { id: string; name: string }[];
  onChange: (filter: MonitorFilter) => void;
  searchRef?: Ref<HTMLInputElement>;
}

export function MonitorFilters({ filter, categories, onChange, searchRef }: MonitorFiltersProps) {
  return (
    <search class="filters">
      <input
        ref={searchRef}
        type="search"
        class="search"
        aria-label={strings.search}
        placeholder={strings.searchPlaceholder()}
        value={filter.search}
        onInput={(e) => onChange({ ...filter, search: e.currentTarget.value })}
        data-testid="search"
      />
      <select
        aria-label={strings.statusFilter}
        value={filter.status}
        onChange={(e) => onChange({ ...filter, status: e.currentTarget.value as StatusFilter })}
        data-testid="status-filter"
      >
        <option value="all">{strings.allStatuses}</option>
        {MONITOR_STATES.map((status) => (
          <option key={status} value={status}>
            {strings.statusNames[status]}
          </option>
        ))}
      </select>
      <select
        aria-label={strings.categoryFilter}
        value={filter.category}
        onChange={(e) => onChange({ ...filter, category: e.currentTarget.value })}
        data-testid="category-filter"
      >
        <option value="">{strings.allCategories}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
    </search>
  );
}
