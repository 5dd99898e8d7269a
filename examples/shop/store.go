package main

import (
	"errors"
	"slices"
	"strings"
	"sync"
	"time"
)

// Product is one product of the catalogue.
type Product struct {
	// ID identifies the product.
	ID int `json:"id"`
	// Name is what the product is called.
	Name string `json:"name"`
	// Description says what the product is, in a sentence or two.
	Description string `json:"description,omitempty"`
	// Category groups products ("coffee", "tea", "equipment").
	Category string `json:"category"`
	// PriceCents is the price in euro cents.
	PriceCents int `json:"priceCents"`
	// Tags label the product.
	Tags []string `json:"tags,omitempty"`
	// UpdatedAt is when the product last changed.
	UpdatedAt time.Time `json:"updatedAt"`
}

// Stock is how many units of a product are available.
type Stock struct {
	ProductID int `json:"productId"`
	// Available units can be ordered.
	Available int `json:"available"`
	// Reserved units belong to orders that are not shipped yet.
	Reserved int `json:"reserved"`
}

// OrderStatus is where an order is in its life.
type OrderStatus string

const (
	StatusPending   OrderStatus = "pending"
	StatusPaid      OrderStatus = "paid"
	StatusShipped   OrderStatus = "shipped"
	StatusCancelled OrderStatus = "cancelled"
)

// OrderLine is one product of an order.
type OrderLine struct {
	ProductID int `json:"productId"`
	// Quantity is the number of units, at least one.
	Quantity int `json:"quantity" validate:"min=1"`
}

// Order is a customer's order.
type Order struct {
	// ID identifies the order.
	ID int `json:"id"`
	// Customer is the customer's e-mail address.
	Customer string      `json:"customer"`
	Lines    []OrderLine `json:"lines"`
	// TotalCents is the price of the order in euro cents.
	TotalCents int         `json:"totalCents"`
	Status     OrderStatus `json:"status"`
	CreatedAt  time.Time   `json:"createdAt"`
}

// Store errors; the handlers turn them into statuses.
var (
	errNotFound = errors.New("not found")
	errConflict = errors.New("conflict")
)

// Store keeps the catalogue, the stock and the orders in memory.
type Store struct {
	mu       sync.Mutex
	now      func() time.Time
	products map[int]*Product
	stock    map[int]*Stock
	orders   map[int]*Order
	nextID   int
}

// NewStore returns a store with a small catalogue.
func NewStore(now func() time.Time) *Store {
	s := &Store{now: now, products: map[int]*Product{}, stock: map[int]*Stock{}, orders: map[int]*Order{}, nextID: 1}
	for _, p := range []struct {
		name, desc, category string
		price, units         int
		tags                 []string
	}{
		{"Ethiopia Yirgacheffe", "Washed Arabica, floral and citrus notes; 250 g whole beans.", "coffee", 1450, 40, []string{"single-origin", "light-roast"}},
		{"House Espresso", "A chocolatey blend for espresso and milk drinks; 1 kg whole beans.", "coffee", 3200, 25, []string{"blend", "dark-roast"}},
		{"Sencha Fukamushi", "Deep-steamed Japanese green tea; 100 g loose leaf.", "tea", 1800, 30, []string{"green"}},
		{"Hand Grinder", "Conical steel burrs, 40 settings.", "equipment", 8900, 5, nil},
	} {
		s.add(Product{Name: p.name, Description: p.desc, Category: p.category, PriceCents: p.price, Tags: p.tags}, p.units)
	}
	return s
}

func (s *Store) add(p Product, units int) Product {
	p.ID = s.nextID
	s.nextID++
	p.UpdatedAt = s.now().UTC()
	s.products[p.ID] = &p
	s.stock[p.ID] = &Stock{ProductID: p.ID, Available: units}
	return p
}

// Products returns the products matching text (in the name or the
// description, ignoring case) and category ("" for any), ordered by ID,
// at most limit of them, and how many match in all.
func (s *Store) Products(text, category string, limit int) ([]Product, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	text = strings.ToLower(text)
	var out []Product
	for _, p := range s.products {
		if category != "" && p.Category != category {
			continue
		}
		if text != "" && !strings.Contains(strings.ToLower(p.Name+" "+p.Description), text) {
			continue
		}
		out = append(out, clone(*p))
	}
	slices.SortFunc(out, func(a, b Product) int { return a.ID - b.ID })
	total := len(out)
	if len(out) > limit {
		out = out[:limit]
	}
	return out, total
}

// Product returns one product.
func (s *Store) Product(id int) (Product, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.products[id]
	if !ok {
		return Product{}, errNotFound
	}
	return clone(*p), nil
}

// Create adds a product with no units in stock.
func (s *Store) Create(p Product) Product {
	s.mu.Lock()
	defer s.mu.Unlock()
	return clone(s.add(p, 0))
}

// Update changes a product with change.
func (s *Store) Update(id int, change func(*Product)) (Product, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.products[id]
	if !ok {
		return Product{}, errNotFound
	}
	change(p)
	p.ID = id
	p.UpdatedAt = s.now().UTC()
	return clone(*p), nil
}

// Delete removes a product that no open order holds.
func (s *Store) Delete(id int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.products[id]; !ok {
		return errNotFound
	}
	if s.stock[id].Reserved > 0 {
		return errConflict
	}
	delete(s.products, id)
	delete(s.stock, id)
	return nil
}

// Stock returns the stock of a product.
func (s *Store) Stock(id int) (Stock, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.stock[id]
	if !ok {
		return Stock{}, errNotFound
	}
	return *st, nil
}

// AdjustStock adds delta units (removes them when negative).
func (s *Store) AdjustStock(id, delta int) (Stock, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.stock[id]
	if !ok {
		return Stock{}, errNotFound
	}
	if st.Available+delta < 0 {
		return Stock{}, errConflict
	}
	st.Available += delta
	return *st, nil
}

// Categories counts the products of each category.
func (s *Store) Categories() map[string]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[string]int{}
	for _, p := range s.products {
		out[p.Category]++
	}
	return out
}

// Orders returns the orders with a status ("" for any), ordered by ID.
func (s *Store) Orders(status OrderStatus) []Order {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []Order{}
	for _, o := range s.orders {
		if status == "" || o.Status == status {
			out = append(out, cloneOrder(*o))
		}
	}
	slices.SortFunc(out, func(a, b Order) int { return a.ID - b.ID })
	return out
}

// Order returns one order.
func (s *Store) Order(id int) (Order, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[id]
	if !ok {
		return Order{}, errNotFound
	}
	return cloneOrder(*o), nil
}

// Place reserves the units of every line and records a pending order:
// errNotFound names an unknown product, errConflict too few units.
func (s *Store) Place(customer string, lines []OrderLine) (Order, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	total := 0
	for _, l := range lines {
		p, ok := s.products[l.ProductID]
		if !ok {
			return Order{}, errNotFound
		}
		if s.stock[l.ProductID].Available < l.Quantity {
			return Order{}, errConflict
		}
		total += p.PriceCents * l.Quantity
	}
	for _, l := range lines {
		st := s.stock[l.ProductID]
		st.Available -= l.Quantity
		st.Reserved += l.Quantity
	}
	o := &Order{ID: s.nextID, Customer: customer, Lines: slices.Clone(lines), TotalCents: total, Status: StatusPending, CreatedAt: s.now().UTC()}
	s.nextID++
	s.orders[o.ID] = o
	return cloneOrder(*o), nil
}

// SetStatus moves an order on: a pending order can be paid or cancelled,
// a paid one shipped or cancelled; cancelling gives the units back.
func (s *Store) SetStatus(id int, status OrderStatus) (Order, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[id]
	if !ok {
		return Order{}, errNotFound
	}
	allowed := map[OrderStatus][]OrderStatus{
		StatusPending: {StatusPaid, StatusCancelled},
		StatusPaid:    {StatusShipped, StatusCancelled},
	}
	if !slices.Contains(allowed[o.Status], status) {
		return Order{}, errConflict
	}
	if status == StatusShipped || status == StatusCancelled {
		for _, l := range o.Lines {
			if st := s.stock[l.ProductID]; st != nil {
				st.Reserved -= l.Quantity
				if status == StatusCancelled {
					st.Available += l.Quantity
				}
			}
		}
	}
	o.Status = status
	return cloneOrder(*o), nil
}

// Reset empties the store.
func (s *Store) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.products, s.stock, s.orders = map[int]*Product{}, map[int]*Stock{}, map[int]*Order{}
}

func clone(p Product) Product {
	p.Tags = slices.Clone(p.Tags)
	return p
}

func cloneOrder(o Order) Order {
	o.Lines = slices.Clone(o.Lines)
	return o
}
