module example.com/othermcp

go 1.26.0
